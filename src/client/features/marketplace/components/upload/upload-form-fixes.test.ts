import { describe, expect, it } from 'vitest';
import { newAct } from '../content/content-model';
import {
  emptyTemplateForm,
  errorsAfterChange,
  validateTemplateForm,
  type TemplateFormValues,
} from './template-form-values';

/** The upload form after Preview complained: messages follow the fields, and a new act comes with a beat. */
const form = (beatTitle: string): TemplateFormValues => ({
  ...emptyTemplateForm('Story Structure'),
  name: 'Three-Act Quest',
  category: 'Fantasy',
  content: { acts: [{ title: 'Act 1', notes: '', beats: [{ title: beatTitle, notes: '' }] }] },
});
const BEAT = 'content.acts.0.beats.0.title';

describe('upload form messages', () => {
  it('a beat title message goes once the title is filled in', () => {
    const shown = validateTemplateForm(form(''));
    expect('errors' in shown && shown.errors[BEAT]).toBe('Beat title is required');
    const errors = 'errors' in shown ? shown.errors : {};
    expect(errorsAfterChange(errors, form('The Call'))).toEqual({});
  });

  it('a field still wrong keeps its message; nothing is shown before the first Preview', () => {
    const errors = { [BEAT]: 'Beat title is required', name: 'Name is required' };
    expect(errorsAfterChange(errors, { ...form('The Call'), name: '' })).toEqual({
      name: 'Name is required',
    });
    expect(errorsAfterChange({}, { ...form(''), name: '' })).toEqual({});
  });

  it('a field added after Preview is not flagged before the next Preview', () => {
    const values = form('');
    const withNewAct = {
      ...values,
      content: { acts: [...(values.content as { acts: unknown[] }).acts, newAct(1)] },
    };
    expect(errorsAfterChange({ [BEAT]: 'Beat title is required' }, withNewAct as TemplateFormValues)).toEqual(
      {
        [BEAT]: 'Beat title is required',
      },
    );
  });
});

describe('a new act', () => {
  it('starts with one empty beat to fill in, numbered after the others', () => {
    expect(newAct(2)).toEqual({ title: 'Act 3', notes: '', beats: [{ title: '', notes: '' }] });
  });
});
