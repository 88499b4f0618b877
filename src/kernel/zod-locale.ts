import { z } from "zod";

/** Zod's own messages in Indonesian, for every schema without a custom message. */
z.config(z.locales.id());
