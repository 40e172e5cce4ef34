import * as z from 'zod';

/** The categories of the quick questions (docs/requirements.md#quick-questions). */
export const quickQuestionCategories = [
  'Services',
  'Pricing',
  'SEO',
  'PPC',
  'Social Media',
  'Web Development',
  'Contact',
  'Analytics',
  'Company',
] as const;
export const quickQuestionCategorySchema = z.enum(quickQuestionCategories);
export type QuickQuestionCategory = z.infer<typeof quickQuestionCategorySchema>;

/** A question the chat offers as a button while the conversation is empty. */
export const quickQuestionSchema = z.strictObject({
  /** Stable id ("pricing-plans"), for keys and tests. */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  /** The question as the button shows it and the chat sends it. */
  text: z.string().trim().min(8).max(80),
  category: quickQuestionCategorySchema,
});
export type QuickQuestion = z.infer<typeof quickQuestionSchema>;

/** The quick questions: exactly twelve, unique ids and texts, every category used. */
export const quickQuestionsSchema = z
  .array(quickQuestionSchema)
  .length(12)
  .superRefine((questions, ctx) => {
    const ids = questions.map((q) => q.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'Duplicate quick question id' });
    const texts = questions.map((q) => q.text.toLowerCase());
    if (new Set(texts).size !== texts.length)
      ctx.addIssue({ code: 'custom', message: 'Duplicate quick question text' });
    for (const category of quickQuestionCategories) {
      if (!questions.some((q) => q.category === category)) {
        ctx.addIssue({ code: 'custom', message: `No quick question in the category ${category}` });
      }
    }
  });
