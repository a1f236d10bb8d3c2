import { useState, type FormEvent } from 'react';
import { BRAND_FOOTER_MAX, BRAND_MESSAGES, type MyBrand } from '@common/schemas/author-brand';
import { HEX_COLOUR, textOnAccent } from '@common/author-brand';
import { ImageUploadField } from '@client/components/image-upload/image-upload-field';
import { Alert } from '@client/components/ui/alert';
import { apiFieldIssues } from '@client/components/ui/api-field-issues';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { FormSection } from '@client/components/ui/form-section';
import { SaveErrorAlert } from '@client/components/ui/save-error-alert';
import { TextField } from '@client/components/ui/text-field';
import { TextareaField } from '@client/components/ui/textarea-field';
import { useTheme } from '@client/app/theme';
import { useSaveBrand } from './brand-api';
import { brandFieldErrors, toBody, toFormValues, type BrandFormValues } from './brand-form-values';

type Errors = Partial<Record<keyof BrandFormValues, string>>;

/**
 * The brand settings form (/settings/brand): logo and banner through the shared upload pipeline,
 * the accent with a live preview in the current theme and the contrast check of every theme, the
 * footer line, the site and newsletter links, and white-label with the domains allowed to embed.
 * The shared schema checks everything before sending; the server's 400 messages show by the field.
 */
export function BrandForm({ saved }: { saved: MyBrand }) {
  const [values, setValues] = useState<BrandFormValues>(() => toFormValues(saved.brand));
  const [errors, setErrors] = useState<Errors>({});
  const [uploading, setUploading] = useState(false);
  const save = useSaveBrand();
  const { activeTheme } = useTheme();
  const edit = <K extends keyof BrandFormValues>(field: K, value: BrandFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    save.reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = brandFieldErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const result = await save.mutateAsync(toBody(values));
      setValues(toFormValues(result.brand));
    } catch (err) {
      const issues = apiFieldIssues(err);
      setErrors(Object.fromEntries(issues.map((i) => [i.path.split('.')[0], i.message])));
    }
  };

  const accent = values.accentColor.trim().toLowerCase();
  const preview = HEX_COLOUR.test(accent) ? { accent, text: textOnAccent(accent, activeTheme).colour } : null;
  const locked = save.isPending;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-6">
      <FormSection title="Logo and banner" description="Shown at the top of your author page.">
        <ImageUploadField
          bucket="profile-images"
          label="Logo"
          value={values.logoImage}
          disabled={locked}
          onBusyChange={setUploading}
          onChange={(url) => edit('logoImage', url)}
        />
        {errors.logoImage ? <Alert tone="error">{errors.logoImage}</Alert> : null}
        <ImageUploadField
          bucket="profile-images"
          label="Banner"
          value={values.bannerImage}
          disabled={locked}
          onBusyChange={setUploading}
          onChange={(url) => edit('bannerImage', url)}
        />
        {errors.bannerImage ? <Alert tone="error">{errors.bannerImage}</Alert> : null}
      </FormSection>

      <FormSection
        title="Accent colour"
        description="Used behind text on your pages in whatever theme a reader chose, so it must keep text readable (WCAG AA, 4.5:1) in every theme."
      >
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            label="Accent (#rrggbb)"
            value={values.accentColor}
            placeholder="#7a1f5c"
            maxLength={7}
            error={errors.accentColor}
            onChange={(e) => edit('accentColor', e.target.value)}
            className="min-w-48 flex-1"
          />
          <label className="flex flex-col text-sm font-medium text-ink">
            Pick
            <input
              type="color"
              aria-label="Pick an accent colour"
              value={preview?.accent ?? '#7a1f5c'}
              onChange={(e) => edit('accentColor', e.target.value)}
              className="mt-1.5 h-10 w-14 cursor-pointer rounded border border-line bg-surface"
            />
          </label>
        </div>
        {preview ? (
          <p
            data-testid="accent-preview"
            className="rounded-lg px-4 py-3 text-sm font-semibold"
            style={{ backgroundColor: preview.accent, color: preview.text }}
          >
            Preview: text on your accent in the current theme
          </p>
        ) : null}
      </FormSection>

      <FormSection
        title="Footer and links"
        description="Shown at the foot of your pages. Links must be https:// addresses."
      >
        <TextareaField
          label="Footer line"
          value={values.footerLine}
          rows={2}
          length={values.footerLine.length}
          limit={BRAND_FOOTER_MAX}
          error={errors.footerLine}
          onChange={(e) => edit('footerLine', e.target.value)}
        />
        <TextField
          label="Your website"
          type="url"
          placeholder="https://example.com"
          value={values.siteUrl}
          error={errors.siteUrl}
          onChange={(e) => edit('siteUrl', e.target.value)}
        />
        <TextField
          label="Your newsletter"
          type="url"
          placeholder="https://example.com/newsletter"
          value={values.newsletterUrl}
          error={errors.newsletterUrl}
          onChange={(e) => edit('newsletterUrl', e.target.value)}
        />
      </FormSection>

      <FormSection
        title="White-label"
        description="White-label takes Inkforge's name and marks off your author page (also at /@your-name), your story pages, the reader and your book exports. The sites listed below may embed your reader widget (/embed/stories/…) in a frame; no other site can."
      >
        <Checkbox
          label="White-label my pages and exports"
          checked={values.whiteLabel}
          disabled={!saved.whiteLabelIncluded || locked}
          onChange={(e) => edit('whiteLabel', e.target.checked)}
        />
        <TextareaField
          label="Sites allowed to embed your reader (one https origin per line)"
          value={values.embedDomains}
          rows={3}
          placeholder="https://blog.example.com"
          error={errors.embedDomains}
          hint={BRAND_MESSAGES.domain}
          onChange={(e) => edit('embedDomains', e.target.value)}
        />
      </FormSection>

      {save.isSuccess ? <Alert tone="success">{BRAND_MESSAGES.saved}</Alert> : null}
      {save.isError && Object.values(errors).every((e) => !e) ? <SaveErrorAlert error={save.error} /> : null}
      {save.isError && Object.values(errors).some(Boolean) ? (
        <Alert tone="error">{Object.values(errors).find(Boolean)}</Alert>
      ) : null}
      <Button type="submit" busy={locked} disabled={locked || uploading}>
        Save brand
      </Button>
    </form>
  );
}
