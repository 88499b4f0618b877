import { POSTS_EN } from "../../content-posts-data.ts";
import { html, type TTenantContent } from "../types.ts";

const sk = (s: string) => s.split(";").map((x) => x.trim()) as [string, string, string, string];

/** ASEAN Foundation Digital Programme: free digital-skills learning for young people across ASEAN, in English. */
export const ASEAN_FOUNDATION: TTenantContent = {
  audience: "young people across ASEAN",
  defaultType: "online",
  programs: [
    {
      name: "ASEAN Data Science Explorers",
      kind: "CSR",
      summary: "A regional data-literacy programme for university students, ending in a national and regional challenge.",
      description:
        "Students learn to work with public datasets from ASEAN member states and present evidence-based recommendations on a social issue of their choice.",
    },
    {
      name: "Digital Skills for Youth Employment",
      kind: "Umum",
      summary: "Free online courses and local learning circles for unemployed young people aged 18 to 30.",
      description:
        "Learners choose one track (data, digital marketing or web basics), study online and meet weekly in learning circles run by partner organisations in ten countries.",
    },
    {
      name: "Digital Literacy for Educators",
      kind: "Sekolah",
      summary: "Training for teachers in ASEAN member states on online safety and critical use of information.",
      description:
        "Teachers practise classroom activities on misinformation, privacy and respectful online behaviour, and adapt them to their own language and curriculum.",
    },
  ],
  competences: ["Data Literacy", "Digital Employability", "Online Safety"],
  topics: [
    {
      code: "DLT",
      name: "Data Literacy Foundations",
      program: 0,
      skills: sk("Asking questions of data; Cleaning a public dataset; Honest charts; Telling a story with data"),
      description:
        "Work with real open data from ASEAN governments: turn a question into a table, clean it, chart it honestly and explain what it does and does not show.",
    },
    {
      code: "SQL",
      name: "Spreadsheets and SQL for Analysts",
      program: 0,
      skills: sk("Formulas and lookups; Pivot tables; SELECT, WHERE and GROUP BY; Joining two tables"),
      description:
        "The everyday toolkit of a junior analyst: spreadsheet formulas and pivot tables, then the same questions answered in SQL on a free online database.",
    },
    {
      code: "DMK",
      name: "Digital Marketing for Small Businesses",
      program: 1,
      skills: sk("Knowing your customer; Content that sells; Small paid campaigns; Reading the results"),
      description:
        "Help a local shop or cooperative sell online: define the customer, plan a month of posts, run a small paid campaign and decide what to change from the numbers.",
    },
    {
      code: "WEB",
      name: "Web Basics: Your First Website",
      program: 1,
      skills: sk("HTML structure; CSS for layout; Publishing for free; Accessibility checks"),
      description: "Build and publish a simple, accessible website for yourself or a community group, using only free tools and a browser.",
    },
    {
      code: "SAF",
      name: "Staying Safe Online",
      program: 2,
      skills: sk("Strong passwords and 2FA; Recognising scams; Privacy settings; Helping others report abuse"),
      description:
        "Protect your accounts and your community: passwords and two-step verification, the scams that target young job seekers, privacy settings, and where to report abuse.",
    },
    {
      code: "JOB",
      name: "Finding Remote Work",
      program: 1,
      skills: sk("A CV for digital jobs; A portfolio that proves skills; Safe job platforms; Interviews on video"),
      description:
        "Prepare for your first remote or hybrid job: a CV and portfolio employers read, spotting fake job offers, and doing well in a video interview.",
    },
  ],
  mentors: [
    {
      name: "Linh Nguyen",
      role: "Data Analyst",
      company: "UNDP Viet Nam",
      expertise: ["Data Literacy", "Open Data", "Visualisation"],
      teaches: ["DLT", "SQL"],
      bio: "Linh analyses development data for public agencies in Hanoi. She started as a learner in the programme's first cohort and now mentors learning circles in Viet Nam.",
    },
    {
      name: "Paolo Santos",
      role: "Growth Marketer",
      company: "Kumu",
      expertise: ["Digital Marketing", "Social Media", "Small Business"],
      teaches: ["DMK", "JOB"],
      bio: "Paolo has run online campaigns for cooperatives and start-ups in Manila. He teaches learners to measure before they spend and to build a portfolio from real client work.",
    },
    {
      name: "Ayu Rahmawati",
      role: "Web Developer",
      company: "Freelance",
      expertise: ["HTML and CSS", "Accessibility", "Remote Work"],
      teaches: ["WEB", "JOB"],
      bio: "Ayu builds websites for NGOs across the region from her hometown in Central Java. She shows learners that remote work is possible without moving to a capital city.",
    },
    {
      name: "Sokha Chan",
      role: "Digital Safety Trainer",
      company: "Open Development Cambodia",
      expertise: ["Online Safety", "Misinformation", "Community Training"],
      teaches: ["SAF"],
      bio: "Sokha runs digital-safety sessions for teachers, farmers and village officials in Cambodia, using the scams and rumours participants have actually received.",
    },
  ],
  courses: [{ slug: "digital-skills-essentials", mentor: "Linh Nguyen" }],
  posts: [
    ...POSTS_EN,
    {
      kind: "article",
      slug: "spotting-fake-job-offers",
      title: "Spotting Fake Job Offers Before They Cost You",
      summary: "Scammers target young job seekers with offers that look too easy. Four warning signs that appear again and again.",
      author: "Sokha Chan",
      category: "careers",
      tags: ["safety", "jobs", "scams"],
      date: "2024-10-14T02:00:00Z",
      html: html(
        "Facilitators across the region hear the same story: a message on a chat app offers well-paid remote work for simple tasks, and a week later the learner has lost money. These offers share recognisable signs.",
        '<ol><li><strong>You are asked to pay first</strong>, for training, equipment or a "deposit". Real employers do not charge you to work.</li><li><strong>The task is vague</strong>, such as liking videos or rating products, yet the pay is high.</li><li><strong>There is pressure to decide now</strong>, with a deadline of hours.</li><li><strong>The company cannot be verified</strong>: no address, no registration, a free email address.</li></ol>',
        "If you see two of these signs, stop and ask someone in your learning circle before replying.",
      ),
    },
  ],
  events: [
    {
      kind: "event",
      slug: "asean-youth-digital-summit-2027",
      title: "ASEAN Youth Digital Summit 2027",
      summary: "Learners from ten countries present community projects, meet employers and join hands-on workshops.",
      description: html(
        "The annual summit brings together learners, facilitators and partners from all ASEAN member states. Teams present the data, marketing and web projects they built for their communities during the programme.",
        "Sessions are in English with interpretation where needed. Participation is free; travel grants are available for selected learners.",
      ),
      startsAt: "2027-09-18T01:00:00Z",
      endsAt: "2027-09-19T09:00:00Z",
      location: "ASEAN Secretariat, Jakarta",
      mode: "hybrid",
      speakers: [
        ["Linh Nguyen", "Data analyst and programme alumna from Viet Nam.", true],
        ["Paolo Santos", "Growth marketer and learning-circle mentor from the Philippines.", true],
        ["Representative of the ASEAN Secretariat", "Regional digital-skills agenda.", false],
      ],
      activities: [
        ["Community Project Showcase", "Teams present what they built and what changed for the people they served."],
        ["Open Data Workshop", "Answer a real question with ASEAN open data in two hours."],
        ["Employer Speed Meetings", "Short conversations with regional employers hiring remote talent."],
      ],
      sponsors: true,
    },
    {
      kind: "program",
      slug: "learning-circle-facilitator-training",
      title: "Learning Circle Facilitator Training",
      summary: "Four online sessions for volunteers who want to run a local learning circle.",
      description: html(
        "Facilitators learn how to run a weekly circle, keep learners motivated and use the programme's materials. No teaching experience is required.",
      ),
      startsAt: "2027-05-06T07:00:00Z",
      endsAt: "2027-05-27T09:00:00Z",
      location: "Online (Zoom)",
      mode: "online",
      speakers: [["Sokha Chan", "Digital safety trainer and lead facilitator.", true]],
      activities: [["Practice Circle", "Run a short circle with other trainees and get feedback."]],
    },
  ],
};
