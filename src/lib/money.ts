import * as z from 'zod';

/**
 * How amounts are written: the site is in US English, so every figure follows its conventions
 * (comma grouping, the currency's symbol in front), whatever the currency: "$1,999", "₹167,900".
 */
export const MONEY_LOCALE = 'en-US';

/** An ISO 4217 currency code this runtime can format ("USD", "INR"). */
export const currencyCodeSchema = z
  .string()
  .regex(/^[A-Z]{3}$/, { error: 'Write the currency as its three-letter ISO 4217 code, e.g. "USD"' })
  .refine((code) => Intl.supportedValuesOf('currency').includes(code), {
    error: (issue) => `${String(issue.input)} is not a currency code Intl knows`,
  });
export type CurrencyCode = z.infer<typeof currencyCodeSchema>;

/**
 * The currency signs a figure in the data may start with. A plan's feature value written as sign
 * and digits ("₹16700", as the data gives PPC setup fees) is an amount in that currency.
 */
const currencyOfSign: Readonly<Record<string, CurrencyCode>> = { '₹': 'INR', $: 'USD', '€': 'EUR', '£': 'GBP' };

/** A figure with a currency sign: the sign, then digits only. */
const MONEY_FIGURE = /^(\D)(\d+)$/u;

/** An amount of money. */
export interface Money {
  amount: number;
  currency: CurrencyCode;
}

const formats = new Map<CurrencyCode, Intl.NumberFormat>();

/** One formatter per currency: whole amounts (the data holds digits only), symbol and grouping. */
function formatFor(currency: CurrencyCode): Intl.NumberFormat {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(MONEY_LOCALE, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formats.set(currency, format);
  }
  return format;
}

/** An amount as a visitor reads it: formatMoney('1999', 'USD') is "$1,999". */
export function formatMoney(amount: string | number, currency: CurrencyCode): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) throw new Error(`"${String(amount)}" is not an amount`);
  return formatFor(currency).format(value);
}

/** A price with what it covers: "$899 per month". */
export function formatPrice(amount: string | number, currency: CurrencyCode, billing: string): string {
  return `${formatMoney(amount, currency)} ${billing}`;
}

/** Whether a figure starts with a currency sign (then it must be an amount: sign and digits). */
export function hasCurrencySign(figure: string): boolean {
  const first = [...figure][0];
  return first !== undefined && first in currencyOfSign;
}

/** The amount a figure such as "₹16700" stands for, or undefined for any other figure ("30"). */
export function moneyOf(figure: string): Money | undefined {
  const match = MONEY_FIGURE.exec(figure.trim());
  const currency = match?.[1] ? currencyOfSign[match[1]] : undefined;
  if (!match?.[2] || !currency) return undefined;
  return { amount: Number(match[2]), currency };
}

/** A figure as shown: amounts formatted ("₹16700" is "₹16,700"), other figures as they are. */
export function formatFigure(figure: string): string {
  const money = moneyOf(figure);
  return money ? formatMoney(money.amount, money.currency) : figure;
}

/** The currency's name in a sentence, plural: "US dollars", "Indian rupees". */
export function currencyName(currency: CurrencyCode): string {
  const parts = new Intl.NumberFormat(MONEY_LOCALE, { style: 'currency', currency, currencyDisplay: 'name' });
  return (
    parts
      .formatToParts(2)
      .find((part) => part.type === 'currency')
      ?.value.trim() ?? currency
  );
}

/** The currency's symbol: "$", "₹". */
export function currencySymbol(currency: CurrencyCode): string {
  return (
    formatFor(currency)
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency
  );
}
