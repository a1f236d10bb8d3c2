import { describe, expect, it } from 'vitest';
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

  it('checks the content against its type: a beat needs a title', () => {
    const form = valid();
    const result = validateTemplateForm({
      ...form,
      content: { acts: [{ title: 'Act 1', notes: '', beats: [{ title: ' ', notes: '' }] }] },
    });
    expect('errors' in result && result.errors['content.acts.0.beats.0.title']).toBe(
      'Beat title is required',
    );
  });

  it('fills the form from an exported file and refuses files that are not exports', () => {
    const form = formFromImport({
      format: 'inkforge-template',
      version: 1,
      type: 'World Asset',
      name: 'Salt Quay',
      content: { sections: { geography: 'Cold.' }, places: [{ name: 'Quay' }] },
    });
    expect(typeof form === 'object' && form).toMatchObject({
      name: 'Salt Quay',
      type: 'World Asset',
      content: {
        sections: { geography: 'Cold.', cultures: '' },
        places: [{ name: 'Quay', description: '' }],
      },
    });
    expect(formFromImport({ type: 'World Asset', name: 'x', content: {} })).toBe(
      'This is not an Inkforge template file',
    );
    expect(
      formFromImport({
        format: 'inkforge-template',
        version: 1,
        type: 'Story Structure',
        name: 'x',
        content: { acts: [] },
      }),
    ).toMatch(/^Add at least one act/);
  });
});
