import { quickQuestionsSchema } from '../lib/schemas/quick-question.schema.ts';

/**
 * The twelve questions the chat offers while it is empty (docs/requirements.md#quick-questions);
 * the assistant answers each from the site's data.
 */
export const quickQuestions = quickQuestionsSchema.parse([
  { id: 'services', text: 'What services do you offer?', category: 'Services' },
  { id: 'pricing-plans', text: 'What are your pricing plans?', category: 'Pricing' },
  { id: 'seo-help', text: 'How can SEO help my business?', category: 'SEO' },
  { id: 'ppc-management', text: 'How does your PPC management work?', category: 'PPC' },
  { id: 'social-platforms', text: 'Which social media platforms do you manage?', category: 'Social Media' },
  { id: 'web-packages', text: 'What is included in a website package?', category: 'Web Development' },
  { id: 'contact', text: 'How can I contact your team?', category: 'Contact' },
  { id: 'reporting', text: 'How do you report on results?', category: 'Analytics' },
  { id: 'about', text: 'Tell me about Tidewell Digital', category: 'Company' },
  { id: 'hours', text: 'What are your business hours?', category: 'Company' },
  { id: 'why-us', text: 'Why should I choose your agency?', category: 'Company' },
  { id: 'getting-started', text: 'How do we get started?', category: 'Company' },
]);
