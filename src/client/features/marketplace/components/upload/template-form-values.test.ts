import { describe, expect, it } from 'vitest';
import { TEMPLATE_TYPES } from '@common/constants';
import { TEMPLATE_PRICE_MESSAGE } from '@common/schemas/marketplace';
import { emptyTemplateForm, formFromImport, parsePrice, validateTemplateForm } from './template-form-values';

const valid = () => ({
  ...emptyTemplateForm('Story Structure'),
  name: 'Hero Journey',
  category: 'Fantasy',
  price: '4.99',
  content: { acts: [{ title: 'Act 1', notes: '', beats: [{ title: 'The Call', notes: 'A map arrives.' }] }] },
});

describe('upload form values', () => {
  it('reads prices: empty is free, plain amounts with up to 2 decimals, anything else is refused', () => {
    expect(parsePrice('')).toBe(0);
    expect(parsePrice('4.99')).toBe(4.99);
    expect(parsePrice('$12')).toBe(12);
    expect(parsePrice('4.999')).toBeNaN();
    expect(parsePrice('four')).toBeNaN();
  });

  it('accepts a complete form and sends the price as a number', () => {
    const result = validateTemplateForm(valid());
    expect('input' in result && result.input).toMatchObject({
      name: 'Hero Journey',
      price: 4.99,
      type: 'Story Structure',
      licence: 'personal',
    });
  });

  it('refuses 0.50, 1000 and text with the price rule, and a missing name and category', () => {
    for (const price of ['0.50', '1000', 'abc']) {
      const result = validateTemplateForm({ ...valid(), price });
      expect('errors' in result && result.errors.price).toBe(TEMPLATE_PRICE_MESSAGE);
    }
    const result = validateTemplateForm({ ...valid(), name: ' ', category: '' });
    expect('errors' in result && result.errors).toMatchObject({
      name: 'Name is required',
      category: 'Choose a category',
    });
  });

  it('fills the form from an exported file and refuses files that are not exports', () => {
    const form = formFromImport(
      {
        template: {
          name: 'Salt Quay',
          type: 'World Asset',
          category: 'Fantasy',
          price: 2.5,
          licence: 'commercial',
          content: { places: [{ name: 'Quay' }] },
        },
      },
      TEMPLATE_TYPES,
    );
    expect(typeof form === 'object' && form).toMatchObject({
      name: 'Salt Quay',
      type: 'World Asset',
      price: '2.5',
      licence: 'commercial',
      content: { places: [{ name: 'Quay', description: '' }] },
    });
    expect(formFromImport({ type: 'Poem' }, TEMPLATE_TYPES)).toMatch(/not a template export/);
    expect(formFromImport(null, TEMPLATE_TYPES)).toMatch(/not a template export/);
  });
});
