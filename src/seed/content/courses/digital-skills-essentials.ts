import type { TQuizSeed } from "../../../contracts/learning.ts";
import type { TCourseSeed } from "../../seeder.ts";

/** The ASEAN Foundation programme's free starter course, in English. */

const QUIZ_SAFE: TQuizSeed = {
  slug: "quiz-staying-safe",
  title: "Quiz: Staying Safe Online",
  passMark: 70,
  questions: [
    {
      kind: "multiple_choice",
      id: "q1",
      prompt: "Which password is strongest?",
      options: ["Jakarta2024!", "P@ssw0rd", "mango river lantern seventeen", "qwerty123"],
      answer: 2,
      explanation: "Length matters most. Four unrelated words are long, easy to remember and not found in common password lists.",
    },
    {
      kind: "multiple_choice",
      id: "q2",
      prompt: 'A message from "your bank" asks for the one-time code you just received. What do you do?',
      options: [
        "Send it quickly so the account is not blocked",
        "Never share it; call the bank on the number printed on your card",
        "Share only the first three digits",
        "Reply asking who they are",
      ],
      answer: 1,
      explanation: "Banks never ask for one-time codes. Anyone holding the code can log in or move money as you.",
    },
    {
      kind: "short_answer",
      id: "q3",
      prompt: "What is the common abbreviation for two-step verification? (three characters)",
      accept: ["2FA", "2 FA", "MFA"],
      explanation: "2FA (two-factor authentication) adds a second proof, such as a code from an app, on top of your password.",
    },
  ],
};

const QUIZ_DATA: TQuizSeed = {
  slug: "quiz-working-with-data",
  title: "Quiz: Working with Data",
  passMark: 70,
  questions: [
    {
      kind: "multiple_choice",
      id: "q1",
      prompt: 'Values in a column: 1,200 / 1.5 / "n/a" / 980. What should you do before calculating an average?',
      options: ["Nothing", 'Decide how to treat "n/a" and make the number formats consistent', "Delete the column", "Sort it alphabetically"],
      answer: 1,
      explanation: "Mixed formats and text markers break formulas or silently skew results. Clean first, then calculate.",
    },
    {
      kind: "multiple_choice",
      id: "q2",
      prompt: "A bar chart of rice prices starts its vertical axis at 11,000. The effect is…",
      options: ["Differences look bigger than they are", "It becomes more accurate", "It hides the data", "No effect"],
      answer: 0,
      explanation: "Bar lengths are compared visually; cutting the axis exaggerates small changes.",
    },
    {
      kind: "short_answer",
      id: "q3",
      prompt: "Which spreadsheet function adds up a range of cells?",
      accept: ["SUM", "=SUM", "SUM()"],
      explanation: "=SUM(B2:B13) adds every value in the range; AVERAGE, MIN and MAX work the same way.",
    },
  ],
};

const QUIZ_WORK: TQuizSeed = {
  slug: "quiz-getting-work",
  title: "Quiz: Getting Work",
  passMark: 70,
  questions: [
    {
      kind: "multiple_choice",
      id: "q1",
      prompt: "Which portfolio item convinces an employer most?",
      options: ["A list of ten online certificates", "A short case: the problem, what you did, and the result", "A profile photo", "Your school grades"],
      answer: 1,
      explanation: "Employers want proof you can do the work. A case with a measurable result shows it.",
    },
    {
      kind: "multiple_choice",
      id: "q2",
      prompt: 'A job offer asks you to pay a "registration fee" before starting. This is most likely…',
      options: ["Normal for remote jobs", "A scam", "A tax", "A training bonus"],
      answer: 1,
      explanation: "Legitimate employers do not charge you to work. Paying first is the most common sign of a job scam.",
    },
    {
      kind: "short_answer",
      id: "q3",
      prompt: "In the STAR method for interview answers, what does the R stand for?",
      accept: ["Result", "Results"],
      explanation: "Situation, Task, Action, Result: end every story with what changed because of your action.",
    },
  ],
};

export const COURSE: TCourseSeed = {
  slug: "digital-skills-essentials",
  title: "Digital Skills Essentials",
  summary: "A free starter course for young people across ASEAN: stay safe online, work with data, and prepare for your first digital job.",
  description:
    "Nine short chapters in three modules, each with a worked example and a summary, and a quiz at the end of every module. Study at your own pace on a phone or computer, alone or with your learning circle.",
  premium: false,
  price: 0,
  level: "pemula",
  modules: [
    {
      title: "Staying Safe Online",
      quizzes: [QUIZ_SAFE],
      chapters: [
        {
          title: "Strong Passwords and Password Managers",
          durationMinutes: 10,
          bodyMd: `This chapter shows you how to create passwords that are hard to guess but easy to remember, and why you should never reuse them.

## Why length beats complexity

Attackers try millions of guesses per second using lists of leaked passwords. \`P@ssw0rd\` looks complex but is on every list. A passphrase of four unrelated words, such as \`mango river lantern seventeen\`, is far longer and not on any list.

## One password per service

When a small website is hacked, attackers try the leaked email and password on email, banking and social media. If you reuse passwords, one leak opens everything.

## Worked example

Maria uses the same password for a shopping site and her email. The shopping site is breached. Within a day, someone logs into her email and resets her social-media password. A different password for each service would have stopped this at the first site.

## Password managers

A password manager (for example Bitwarden, which is free) stores a different random password for every site. You only remember one strong passphrase.

## Summary

- Prefer long passphrases to short "complex" passwords.
- Never reuse a password across services.
- A password manager makes unique passwords practical.`,
        },
        {
          title: "Two-Step Verification",
          durationMinutes: 10,
          bodyMd: `This chapter explains two-step verification (2FA) and walks you through turning it on for your main email account.

## What it adds

With 2FA, logging in needs **something you know** (your password) and **something you have** (your phone). A stolen password alone is no longer enough.

## Options, from weakest to strongest

1. SMS code: better than nothing, but can be intercepted through SIM swapping.
2. Authenticator app (Google Authenticator, Microsoft Authenticator, Aegis): codes are generated on your phone.
3. Security key or passkey: strongest, and resistant to phishing.

## Step by step (Gmail)

1. Open **Google Account → Security**.
2. Choose **2-Step Verification** and follow the prompts.
3. Add an authenticator app as the main method.
4. Download the **backup codes** and store them somewhere safe offline.

> [!WARNING]
> Never share a verification code with anyone, including people who say they are from your bank or the platform's support team.

## Summary

- 2FA combines your password with something you have.
- Authenticator apps are safer than SMS.
- Keep backup codes offline and never share codes.`,
        },
        {
          title: "Recognising Scams and Phishing",
          durationMinutes: 15,
          bodyMd: `This chapter teaches the warning signs of phishing messages and online scams, using examples that learners in the programme have actually received.

## The four warning signs

1. **Urgency**: "Your account will be closed in 2 hours."
2. **A request for secrets**: passwords, one-time codes, card numbers.
3. **A link that does not match**: the text says *bank.com* but the address is *bank-secure-login.co*.
4. **An offer too good to be true**: high pay for simple tasks, prizes you never entered for.

## Worked example

> "Congratulations! You have been selected for a remote data-entry job paying USD 40 per hour. Pay a USD 15 registration fee to secure your place today."

Signs present: urgency ("today"), offer too good to be true, and a payment before work. This is a scam.

## What to do

- Do not click the link; open the official app or website yourself.
- Check with someone you trust or your learning circle.
- Report the message on the platform and block the sender.

## Summary

- Urgency, requests for secrets, mismatched links and unrealistic offers are warning signs.
- Go to the official site yourself instead of following links.
- Report and block; warn others in your circle.`,
        },
      ],
    },
    {
      title: "Working with Data",
      quizzes: [QUIZ_DATA],
      chapters: [
        {
          title: "From Question to Table",
          durationMinutes: 15,
          bodyMd: `This chapter shows how every data task starts with a clear question, and how to shape a table that can answer it.

## Start with the question

A vague goal ("look at rice prices") leads nowhere. A clear question does: *"Did the price of medium-quality rice in our province rise more than the national average in the last 12 months?"*

## One row per observation

A useful table has **one row per observation** and **one column per variable**:

| month | province | price_per_kg |
| --- | --- | --- |
| 2024-01 | Central Java | 13,200 |
| 2024-01 | National | 13,050 |
| 2024-02 | Central Java | 13,600 |

Avoid tables where months are spread across columns or where one cell holds two values.

## Where to find data

National statistics offices publish price and population data (for example BPS in Indonesia, PSA in the Philippines, GSO in Viet Nam). Always note the source and the download date.

## Summary

- Write a specific question before opening any data.
- One row per observation, one column per variable.
- Record source and date for every dataset.`,
        },
        {
          title: "Cleaning Data in a Spreadsheet",
          durationMinutes: 20,
          bodyMd: `This chapter covers the cleaning steps that take most of an analyst's time, with spreadsheet formulas you can use today.

## Common problems

- Numbers stored as text (\`"1.200"\` instead of 1200).
- Mixed date formats (\`03/04/2024\` vs \`2024-04-03\`).
- Extra spaces and inconsistent names (\`Cebu City\`, \`cebu city \`).
- Missing values written as \`-\`, \`n/a\` or left empty.

## Useful formulas

~~~text
=TRIM(A2)                  removes extra spaces
=PROPER(A2)                "cebu city" -> "Cebu City"
=VALUE(SUBSTITUTE(B2,".","")) "1.200" -> 1200
=IF(C2="n/a","",C2)        turns "n/a" into an empty cell
~~~

## Worked example

A survey sheet lists 412 responses, but a pivot table shows 431 cities. After TRIM and PROPER the count drops to 38 real cities; the rest were spelling and spacing variants.

> [!TIP]
> Never clean the original sheet. Copy the raw data to a new tab and keep the original untouched so you can always check your steps.

## Summary

- Fix types, dates, spacing and missing values before analysing.
- TRIM, PROPER, VALUE and IF solve most everyday problems.
- Keep raw data untouched in its own tab.`,
        },
        {
          title: "Honest Charts",
          durationMinutes: 15,
          bodyMd: `This chapter shows how to choose the right chart and avoid charts that mislead, even when the numbers are correct.

## Choosing a chart

- **Change over time** → line chart.
- **Comparing categories** → bar chart, sorted from largest to smallest.
- **Parts of a whole** (few parts) → stacked bar; avoid pie charts with many slices.

## Three rules for honesty

1. Bar charts start at zero.
2. Show the full time range you have, not only the months that support your point.
3. Title the chart with the finding: *"Rice prices in Central Java rose 6% in 2024, faster than the national average"*.

## Worked example

Two bars show 13,050 and 13,600. With the axis starting at 13,000, the second bar looks ten times taller. Starting at zero, the difference is visible but honest: about 4%.

## Summary

- Match the chart type to the question.
- Start bars at zero and show the full period.
- Use a title that states the finding.`,
        },
      ],
    },
    {
      title: "Getting Work",
      quizzes: [QUIZ_WORK],
      chapters: [
        {
          title: "A Portfolio That Proves Your Skills",
          durationMinutes: 15,
          bodyMd: `This chapter helps you build a small portfolio of real work that shows employers what you can do.

## Three projects are enough

Employers open two or three items at most. Choose projects that solved a real problem for a real person or group.

## The case format

For each project, write:

1. **Problem**: who had it, and why it mattered.
2. **What I did**: tools and decisions, in plain language.
3. **Result**: what changed, with a number if possible.

## Worked example

> *Problem:* A women's weaving cooperative in Luang Prabang sold only at the local market.
> *What I did:* Photographed 30 products with a phone, wrote descriptions in English and Lao, and set up a shop page on social media.
> *Result:* 14 online orders in the first month, including three from abroad.

## Where to publish

A free website, a shared document with a short link, or a professional profile page all work. What matters is that the link works and opens on a phone.

## Summary

- Two or three real projects beat many certificates.
- Write each as problem, what you did, result.
- Make it easy to open on a phone.`,
        },
        {
          title: "Finding Safe Remote Work",
          durationMinutes: 10,
          bodyMd: `This chapter explains where to look for remote and hybrid jobs, and how to check that an offer is real.

## Where to look

- National job portals run by ministries of labour.
- Established job platforms with company profiles and reviews.
- Alumni and learning-circle networks: many first jobs come through referrals.

## Checking an offer

| Question | Real offer | Likely scam |
| --- | --- | --- |
| Can you find the company's registration and address? | Yes | No |
| Is there an interview? | Yes, often several | Hired instantly |
| Do you pay anything? | Never | Fees, deposits, "starter kits" |
| How do they contact you? | Company email | Only chat apps |

## Worked example

Ahmad receives an offer from "Global Data Solutions" via a chat app, with no interview and a request to buy a laptop from their supplier. Three columns point to a scam. He reports the account and warns his circle.

## Summary

- Use official portals, established platforms and your network.
- Verify the company, expect an interview, never pay to work.
- Share suspicious offers with your circle.`,
        },
        {
          title: "Video Interviews",
          durationMinutes: 15,
          bodyMd: `This closing chapter prepares you for a video interview: the setup, the STAR method for answers, and the questions to ask at the end.

## Setup checklist

- Test the meeting link, camera and microphone the day before.
- Sit facing a window or lamp, camera at eye level.
- Use earphones to avoid echo; close other applications.
- Have your CV and portfolio link open in another tab.

## Answering with STAR

**S**ituation, **T**ask, **A**ction, **R**esult.

> *Question:* Tell us about a time you solved a problem.
> *S:* Our youth group's event registrations were in three different chats.
> *T:* I was asked to make one list before the deadline.
> *A:* I built a simple online form and a spreadsheet that counted registrations per village.
> *R:* We had one clean list of 184 participants two days early, and the organisers reused the form for the next event.

## Questions to ask them

- "What would a successful first three months look like in this role?"
- "How does the team communicate when working remotely?"

## Summary

- Prepare your technology and lighting in advance.
- Structure answers with STAR and end with the result.
- Ask two thoughtful questions at the end.`,
        },
      ],
    },
  ],
};
