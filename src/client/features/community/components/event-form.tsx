import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { EVENT_TYPES } from '@common/constants';
import {
  EVENT_LIMITS,
  eventRuleIssues,
  isSprint,
  type EventDetail,
  type EventInput,
} from '@common/schemas/events';
import { showFieldIssues } from '@client/components/ui/api-field-issues';
import { Button } from '@client/components/ui/button';
import { LinkButton } from '@client/components/ui/link-button';
import { SaveErrorAlert } from '@client/components/ui/save-error-alert';
import { SelectField } from '@client/components/ui/select-field';
import { TextField } from '@client/components/ui/text-field';
import { TextareaField } from '@client/components/ui/textarea-field';
import { toLocalInput } from './event-format';
import { countLabel } from '@common/plural';

/** What the form holds (strings, as inputs give them) and its rules, shared messages with the server. */
const whole = (label: string, max: number) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d+$/.test(v), `${label} must be a whole number`)
    .refine((v) => v === '' || (Number(v) >= 1 && Number(v) <= max), `${label} must be between 1 and ${max}`);
const formSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Title is required')
      .max(EVENT_LIMITS.title, `Title must be at most ${countLabel(EVENT_LIMITS.title, 'character')}`),
    description: z
      .string()
      .max(
        EVENT_LIMITS.description,
        `Description must be at most ${countLabel(EVENT_LIMITS.description, 'character')}`,
      ),
    type: z.enum(EVENT_TYPES, { message: 'Choose an event type' }),
    startDate: z.string().min(1, 'Start is required'),
    endDate: z.string().min(1, 'End is required'),
    deadline: z.string(),
    location: z
      .string()
      .trim()
      .max(
        EVENT_LIMITS.location,
        `Location must be at most ${countLabel(EVENT_LIMITS.location, 'character')}`,
      ),
    maxParticipants: whole('Maximum participants', EVENT_LIMITS.maxParticipants),
    prize: z
      .string()
      .trim()
      .max(EVENT_LIMITS.prize, `Prize must be at most ${countLabel(EVENT_LIMITS.prize, 'character')}`),
    wordGoal: whole('Word goal', EVENT_LIMITS.wordGoal),
  })
  .superRefine((v, ctx) => {
    for (const issue of eventRuleIssues(toInput(v)))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
type Values = z.input<typeof formSchema>;

const iso = (local: string) => (local ? new Date(local).toISOString() : '');
function toInput(v: Values): EventInput {
  return {
    title: v.title.trim(),
    description: v.description.trim(),
    type: v.type as EventInput['type'],
    startDate: iso(v.startDate),
    endDate: iso(v.endDate),
    deadline: v.deadline ? iso(v.deadline) : null,
    location: v.location.trim() || 'Online',
    maxParticipants: v.maxParticipants.trim() ? Number(v.maxParticipants) : null,
    prize: v.prize.trim() || null,
    wordGoal: isSprint(v.type) && v.wordGoal.trim() ? Number(v.wordGoal) : null,
  };
}

const typeOptions = [
  { value: '', label: 'Choose a type' },
  ...EVENT_TYPES.map((t) => ({ value: t, label: t })),
];

type Props = { event?: EventDetail; save: (input: EventInput) => Promise<EventDetail> };

/**
 * The Create Event (and Edit Event) form: title, description, type from the event types, start,
 * end, deadline, location ('Online' when empty), maximum participants, prize, and a word goal for
 * Writing Sprints. The server's refusal (403 for plans without Create Event, 429) shows above the
 * buttons; saving opens the event page.
 */
export function EventForm({ event, save }: Props) {
  const navigate = useNavigate();
  const [saveError, setSaveError] = useState<unknown>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(formSchema) as unknown as Resolver<Values>,
    mode: 'onTouched',
    defaultValues: {
      title: event?.title ?? '',
      description: event?.description ?? '',
      type: (event?.type ?? '') as Values['type'],
      startDate: toLocalInput(event?.startDate ?? null),
      endDate: toLocalInput(event?.endDate ?? null),
      deadline: toLocalInput(event?.deadline ?? null),
      location: event?.location ?? 'Online',
      maxParticipants: event?.maxParticipants ? String(event.maxParticipants) : '',
      prize: event?.prize ?? '',
      wordGoal: event?.wordGoal ? String(event.wordGoal) : '',
    },
  });
  const type = useWatch({ control, name: 'type' });
  const onSubmit = handleSubmit(async (values) => {
    setSaveError(null);
    const input = toInput(values);
    try {
      const saved = await save(input);
      await navigate(`/community/events/${saved.id}`);
    } catch (error) {
      if (!showFieldIssues(error, input, setError)) setSaveError(error);
    }
  });
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="space-y-5 rounded-2xl border border-line bg-surface p-5 sm:p-8"
    >
      <TextField
        label="Title"
        maxLength={EVENT_LIMITS.title}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextareaField
        label="Description"
        rows={4}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Type" options={typeOptions} error={errors.type?.message} {...register('type')} />
        <TextField
          label="Location"
          hint="Leave 'Online' for an online event"
          error={errors.location?.message}
          {...register('location')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          label="Start"
          type="datetime-local"
          error={errors.startDate?.message}
          {...register('startDate')}
        />
        <TextField
          label="End"
          type="datetime-local"
          error={errors.endDate?.message}
          {...register('endDate')}
        />
        <TextField
          label="Deadline"
          type="datetime-local"
          hint="Optional: entries close here"
          error={errors.deadline?.message}
          {...register('deadline')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          label="Maximum participants"
          inputMode="numeric"
          hint="Empty for no limit; more join a waiting list"
          error={errors.maxParticipants?.message}
          {...register('maxParticipants')}
        />
        <TextField label="Prize" hint="Optional" error={errors.prize?.message} {...register('prize')} />
        {type === 'Writing Sprint' ? (
          <TextField
            label="Word goal"
            inputMode="numeric"
            hint="Words each participant aims for"
            error={errors.wordGoal?.message}
            {...register('wordGoal')}
          />
        ) : null}
      </div>
      <SaveErrorAlert error={saveError} />
      <div className="flex flex-wrap justify-end gap-3">
        <LinkButton to={event ? `/community/events/${event.id}` : '/community?tab=events'} variant="ghost">
          Cancel
        </LinkButton>
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? 'Saving...' : event ? 'Save Changes' : 'Create Event'}
        </Button>
      </div>
    </form>
  );
}
