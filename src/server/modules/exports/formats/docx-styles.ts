import { AlignmentType, LevelFormat, type INumberingOptions, type IStylesOptions } from 'docx';

/** Half-points and twips, Word's units: 12 pt is 24, one inch is 1440. */
const pt = (n: number) => n * 2;
const INCH = 1440;

/**
 * The book's styles, named as Word names its own so an editor's Word (and its navigation pane,
 * which follows their outline levels) knows them: Title, Heading 1 for each chapter, Heading 2 to 4
 * for the chapter's own headings, Body Text with a first-line indent and First Paragraph without
 * one (as books set the first paragraph after a heading), Quote, Caption, Code. Times New Roman
 * 12 pt at one and a half lines, the manuscript size editors expect.
 */
export const docxStyles = (language: string): IStylesOptions => ({
  default: {
    document: {
      run: { font: 'Times New Roman', size: pt(12), language: { value: language } },
      paragraph: { spacing: { after: 0, line: 276 } },
    },
    title: {
      run: { font: 'Times New Roman', size: pt(28), bold: true, color: '000000' },
      paragraph: { alignment: AlignmentType.CENTER, spacing: { before: 2 * INCH, after: 480 } },
    },
    heading1: {
      run: { font: 'Times New Roman', size: pt(18), bold: true, color: '000000' },
      paragraph: {
        alignment: AlignmentType.CENTER,
        spacing: { before: INCH, after: 600 },
        keepNext: true,
        outlineLevel: 0,
      },
    },
    heading2: {
      run: { font: 'Times New Roman', size: pt(14), bold: true, color: '000000' },
      paragraph: { spacing: { before: 360, after: 120 }, keepNext: true, outlineLevel: 1 },
    },
    heading3: {
      run: { font: 'Times New Roman', size: pt(12), bold: true, color: '000000' },
      paragraph: { spacing: { before: 240, after: 120 }, keepNext: true, outlineLevel: 2 },
    },
    heading4: {
      run: { font: 'Times New Roman', size: pt(12), bold: true, italics: true, color: '000000' },
      paragraph: { spacing: { before: 240, after: 120 }, keepNext: true, outlineLevel: 3 },
    },
    caption: {
      run: { font: 'Times New Roman', size: pt(10), italics: true, color: '404040' },
      paragraph: { alignment: AlignmentType.CENTER, spacing: { before: 60, after: 240 } },
    },
  },
  paragraphStyles: [
    {
      id: 'BodyText',
      name: 'Body Text',
      basedOn: 'Normal',
      next: 'BodyText',
      quickFormat: true,
      paragraph: { indent: { firstLine: INCH / 2 }, spacing: { line: 360 } },
    },
    {
      id: 'FirstParagraph',
      name: 'First Paragraph',
      basedOn: 'BodyText',
      next: 'BodyText',
      quickFormat: true,
      paragraph: { indent: { firstLine: 0 } },
    },
    {
      id: 'Quote',
      name: 'Quote',
      basedOn: 'Normal',
      next: 'BodyText',
      quickFormat: true,
      run: { italics: true },
      paragraph: {
        indent: { left: INCH / 2, right: INCH / 2 },
        spacing: { before: 120, after: 120, line: 360 },
      },
    },
    {
      id: 'ListContinue',
      name: 'List Continue',
      basedOn: 'Normal',
      paragraph: { indent: { left: INCH / 2 }, spacing: { line: 360 } },
    },
    {
      id: 'Code',
      name: 'Code',
      basedOn: 'Normal',
      run: { font: 'Courier New', size: pt(10) },
      paragraph: { indent: { left: INCH / 4 } },
    },
    {
      id: 'TitlePageLine',
      name: 'Title Page Line',
      basedOn: 'Normal',
      paragraph: { alignment: AlignmentType.CENTER, spacing: { after: 120 } },
    },
    {
      id: 'Colophon',
      name: 'Colophon',
      basedOn: 'Normal',
      run: { size: pt(10), italics: true },
      paragraph: { alignment: AlignmentType.CENTER, spacing: { before: 3 * INCH } },
    },
    {
      id: 'ContentsHeading',
      name: 'TOC Heading',
      basedOn: 'Normal',
      next: 'Normal',
      run: { size: pt(18), bold: true },
      paragraph: { alignment: AlignmentType.CENTER, spacing: { before: INCH, after: 480 } },
    },
  ],
  characterStyles: [
    { id: 'InlineCode', name: 'Inline Code', basedOn: 'DefaultParagraphFont', run: { font: 'Courier New' } },
  ],
});

/** Ordered lists: 1. / a. / i. by level; each list of the book is its own instance, from 1. */
export const docxNumbering: INumberingOptions = {
  config: [
    {
      reference: 'ordered',
      levels: Array.from({ length: 9 }, (_, level) => ({
        level,
        format: [LevelFormat.DECIMAL, LevelFormat.LOWER_LETTER, LevelFormat.LOWER_ROMAN][level % 3]!,
        text: `%${level + 1}.`,
        alignment: AlignmentType.START,
        style: { paragraph: { indent: { left: (INCH / 2) * (level + 1), hanging: INCH / 4 } } },
      })),
    },
  ],
};
