import { describe, expect, it } from 'vitest';
import { site } from '../../src/data/site.ts';
import {
  currencyCodeSchema,
  currencyName,
  currencySymbol,
  formatFigure,
  formatMoney,
  formatPrice,
  hasCurrencySign,
  moneyOf,
} from '../../src/lib/money.ts';

describe('amounts as a visitor reads them', () => {
  it.each([
    ['299', 'USD', '$299'],
    ['1999', 'USD', '$1,999'],
    [16700, 'INR', '₹16,700'],
    ['251900', 'INR', '₹251,900'],
    ['899', 'EUR', '€899'],
    ['899', 'CAD', 'CA$899'],
  ])('formatMoney(%j, %s) is %s', (amount, currency, shown) => {
    expect(formatMoney(amount, currency)).toBe(shown);
  });

  it('writes a price with its period', () => {
    expect(formatPrice('1199', 'USD', 'per month')).toBe('$1,199 per month');
  });

  it('refuses what is not an amount rather than printing NaN', () => {
    expect(() => formatMoney('about 500', 'USD')).toThrow(/not an amount/);
  });

  it('reads a figure written with its currency sign, and only that', () => {
    expect(moneyOf('₹16700')).toEqual({ amount: 16700, currency: 'INR' });
    expect(moneyOf('$5')).toEqual({ amount: 5, currency: 'USD' });
    for (const figure of ['30', 'Up to 300 products', '₹16,700', '₹', '16700₹', 'Rs 16700']) {
      expect(moneyOf(figure)).toBeUndefined();
    }
    expect([hasCurrencySign('₹16,700'), hasCurrencySign('30'), hasCurrencySign('')]).toEqual([true, false, false]);
  });

  it('formats amounts among figures and leaves the other figures as they are', () => {
    expect(['₹83900', '40', 'Up to 300 products'].map(formatFigure)).toEqual(['₹83,900', '40', 'Up to 300 products']);
  });

  it('names currencies in a sentence', () => {
    expect([currencyName('USD'), currencyName('INR')]).toEqual(['US dollars', 'Indian rupees']);
    expect([currencySymbol('USD'), currencySymbol('INR')]).toEqual(['$', '₹']);
  });

  it('takes only currency codes Intl knows', () => {
    expect(currencyCodeSchema.safeParse('USD').success).toBe(true);
    expect(currencyCodeSchema.safeParse('usd').success).toBe(false);
    expect(currencyCodeSchema.safeParse('XYZ').error?.issues[0]?.message).toMatch(/XYZ is not a currency code/);
  });
});

describe('the currency of plan prices', () => {
  it('is one site setting, US dollars by default', () => {
    expect(site.priceCurrency).toBe('USD');
  });
});
