import { zodResolver } from '@hookform/resolvers/zod';
import {
  KYC_SECTIONS,
  kycSectionOfPath,
  type TKycDraftInput,
  type TKycSection,
  type TKycSubmitResult,
  type TPublicKycRequest,
  type TViolation,
} from '@emisja/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors, type FieldValues, type Path, type Resolver, type ResolverOptions } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-error';
import { errorMessage, violationMessage } from '@/lib/error-messages';
import { useSubmitKyc } from '../api/submit-kyc';
import { kycGoneReason, violationFieldPath, type TKycGoneReason } from '../lib/kyc-api-errors';
import { kycDraftFromFormValues, kycFormValuesFromDraft, type TKycFormValues } from '../lib/kyc-form-values';
import {
  createKycSectionSchemas,
  firstIncompleteKycSection,
  isKycSectionComplete,
  kycSectionFields,
  kycSectionsOfFields,
  type TKycSectionSchemas,
} from '../lib/kyc-sections';
import { useKycDraftSaver } from './use-kyc-draft-saver';

export type TKycQuestionnaireOptions = {
  token: string;
  request: TPublicKycRequest;
  onSubmitted: (result: TKycSubmitResult) => void;
  onGone: (reason: TKycGoneReason) => void;
};

/** What takes the focus once a section is shown: its heading (a move), its first invalid field, or a named field. */
type FocusRequest = { kind: 'heading' } | { kind: 'invalid' } | { kind: 'field'; path: string };

/**
 * The resolver of the questionnaire: the shared section rules (kycSectionSchema, the server's own) of the sections holding
 * the fields being checked, on the draft made of the form's values; every section when no field is named.
 */
function kycResolver(schemas: TKycSectionSchemas): Resolver<TKycFormValues> {
  return async (values, context, options) => {
    const draft = kycDraftFromFormValues(values);
    const sections = kycSectionsOfFields(options.names as readonly string[] | undefined);
    const results = await Promise.all(
      sections.map((section) =>
        zodResolver(schemas[section] as z.ZodType<FieldValues, FieldValues>)(
          draft as FieldValues,
          context,
          options as unknown as ResolverOptions<FieldValues>,
        ),
      ),
    );
    const errors: FieldErrors<TKycFormValues> = Object.assign({}, ...results.map((result) => result.errors));
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}

function completeSections(schemas: TKycSectionSchemas, draft: TKycDraftInput): ReadonlySet<TKycSection> {
  return new Set(KYC_SECTIONS.filter((section) => isKycSectionComplete(schemas, section, draft)));
}

/**
 * Focuses an invalid field; for a group (radio buttons, checkboxes, a list) the input it names for that (`data-kyc-focus`:
 * a percentage for the sanctions total), else its chosen or first input.
 */
function focusField(element: Element | null): void {
  if (!(element instanceof HTMLElement)) return;
  const target =
    element instanceof HTMLFieldSetElement
      ? (element.querySelector<HTMLElement>('[data-kyc-focus]') ??
        element.querySelector<HTMLElement>('input:checked') ??
        element.querySelector<HTMLElement>('input, select, textarea, button'))
      : element;
  target?.focus();
}

/**
 * The state of the questionnaire (product-decisions section 9): one react-hook-form form over the seven sections, filled
 * from the saved draft and opened at the first section that does not pass its rules yet; moving on only when the section
 * passes (its messages shown, its first invalid field focused, the messages kept up to date as the investor corrects them);
 * the draft saved on every move and before the submit; the submit, with the server's violations put on their fields and
 * the first one's section opened.
 */
export function useKycQuestionnaire({ token, request, onSubmitted, onGone }: TKycQuestionnaireOptions) {
  const { t } = useTranslation();
  const { enableLegalPerson } = request;
  const schemas = useMemo(() => createKycSectionSchemas({ enableLegalPerson }), [enableLegalPerson]);
  const [initial] = useState(() => {
    const values = kycFormValuesFromDraft(request.draft, { enableLegalPerson });
    const draft = kycDraftFromFormValues(values);
    return {
      values,
      draft,
      section: firstIncompleteKycSection(schemas, draft),
      isResumed: request.draft !== null,
      complete: completeSections(schemas, draft),
    };
  });
  const resolver = useMemo(() => kycResolver(schemas), [schemas]);
  const form = useForm<TKycFormValues>({ resolver, defaultValues: initial.values, mode: 'onSubmit' });
  const { trigger, getValues, setError, clearErrors, getFieldState } = form;
  const {
    state: saveState,
    save: saveDraft,
    hasUnsavedChanges,
  } = useKycDraftSaver({ token, initialDraft: initial.draft, onGone });
  const submitMutation = useSubmitKyc(token);

  const [section, setSection] = useState<TKycSection>(initial.section);
  const [complete, setComplete] = useState<ReadonlySet<TKycSection>>(initial.complete);
  // Sections whose messages have been shown: they follow the investor's corrections as they type.
  const [liveSections, setLiveSections] = useState<ReadonlySet<TKycSection>>(() => new Set());
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isMoving, setIsMoving] = useState(false);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const [hasMoved, setHasMoved] = useState(false);
  // Sections the server found fault with on the last submit, until they pass the check of a Next again.
  const [faultySections, setFaultySections] = useState<ReadonlySet<TKycSection>>(() => new Set());
  const sectionRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.kind === 'heading') {
      headingRef.current?.focus();
      return;
    }
    const container = sectionRef.current;
    if (!container) return;
    const named =
      focusRequest.kind === 'field'
        ? (container.querySelector(`[name="${focusRequest.path}"]:checked`) ??
          container.querySelector(`[name="${focusRequest.path}"]`))
        : null;
    focusField(named ?? container.querySelector('[aria-invalid="true"]'));
  }, [focusRequest]);

  const markLive = useCallback((sections: readonly TKycSection[]) => {
    setLiveSections((current) => (sections.every((item) => current.has(item)) ? current : new Set([...current, ...sections])));
  }, []);

  /** Checks a section with its rules, showing its messages; false (and the first invalid field focused) when it fails. */
  const validateSection = useCallback(
    async (target: TKycSection): Promise<boolean> => {
      markLive([target]);
      const isValid = await trigger(kycSectionFields(target) as Path<TKycFormValues>[]);
      if (!isValid) setFocusRequest({ kind: 'invalid' });
      else
        setFaultySections((current) => (current.has(target) ? new Set([...current].filter((item) => item !== target)) : current));
      return isValid;
    },
    [markLive, trigger],
  );

  const currentDraft = useCallback(() => kycDraftFromFormValues(getValues()), [getValues]);

  const show = (target: TKycSection, focus: FocusRequest, draft: TKycDraftInput) => {
    setHasMoved(true);
    setComplete(completeSections(schemas, draft));
    setSection(target);
    setFocusRequest(focus);
  };

  /**
   * Back, Next, a step of the indicator or an "edit" link of the summary. Moving forward checks the current section first
   * and stops at the first later section that is not complete; moving back never checks. Every move saves the draft.
   */
  const goTo = async (target: TKycSection) => {
    if (target === section || isSubmitting || isMoving) return;
    setFormErrors([]);
    let destination = target;
    if (target > section) {
      setIsMoving(true);
      const isValid = await validateSection(section);
      setIsMoving(false);
      if (!isValid) return;
      const draft = currentDraft();
      destination =
        KYC_SECTIONS.find((item) => item > section && item < target && !isKycSectionComplete(schemas, item, draft)) ?? target;
    }
    const draft = currentDraft();
    show(destination, { kind: 'heading' }, draft);
    void saveDraft(draft);
  };

  /** The server's violations on their fields; the section of the first one opens with its field focused. */
  const applyViolations = (violations: readonly TViolation[]): string[] => {
    const others: string[] = [];
    const faulty = new Set<TKycSection>();
    let first: { section: TKycSection; path: string } | null = null;
    for (const violation of violations) {
      const path = violationFieldPath(violation.propertyPath);
      const violationSection = kycSectionOfPath(path);
      if (violationSection === null) {
        others.push(violationMessage(violation));
        continue;
      }
      setError(path as Path<TKycFormValues>, { type: 'server', message: violation.title });
      faulty.add(violationSection);
      first ??= { section: violationSection, path };
    }
    setFaultySections(faulty);
    if (first) show(first.section, { kind: 'field', path: first.path }, currentDraft());
    return others;
  };

  const submit = async () => {
    if (isSubmitting) return;
    setFormErrors([]);
    if (!(await validateSection(7))) return;
    const draft = currentDraft();
    // The indicator lets the investor skip only complete sections, but one may have been changed since: the rules again.
    const incomplete = KYC_SECTIONS.find((item) => !isKycSectionComplete(schemas, item, draft));
    if (incomplete !== undefined) {
      show(incomplete, { kind: 'invalid' }, draft);
      await validateSection(incomplete);
      return;
    }
    setIsSubmitting(true);
    try {
      // The draft first (product-decisions section 9), so a submit refused by the server resumes from these answers.
      if ((await saveDraft(draft)) === 'gone') return;
      const result = await submitMutation.mutateAsync(draft);
      onSubmitted(result);
    } catch (error) {
      const reason = kycGoneReason(error);
      if (reason) {
        onGone(reason);
        return;
      }
      if (error instanceof ApiError && error.violations.length > 0) {
        setFormErrors([t('kycForm.submit.fixFields'), ...applyViolations(error.violations)]);
        return;
      }
      setFormErrors([errorMessage(error, t)]);
    } finally {
      setIsSubmitting(false);
    }
  };

  /**
   * Any change of a field: the messages of a section already checked follow the investor's corrections; elsewhere a
   * message of the server goes once its field is changed.
   */
  const onFieldChange = (name: string) => {
    if (liveSections.has(section)) {
      void trigger(kycSectionFields(section) as Path<TKycFormValues>[]);
      return;
    }
    const field = name as Path<TKycFormValues>;
    if (name !== '' && getFieldState(field).error?.type === 'server') clearErrors(field);
  };

  /** "Save again" after a failed save: the form's current answers, so nothing typed since is left out. */
  const retrySave = () => void saveDraft(currentDraft());

  // Closing or reloading the tab with answers the server does not hold yet asks the browser's own question; leaving the
  // page hidden (another app, a locked phone) saves them, so another device resumes from them.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges(currentDraft())) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden' && hasUnsavedChanges(currentDraft())) void saveDraft(currentDraft());
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [hasUnsavedChanges, saveDraft, currentDraft]);

  return {
    form,
    section,
    complete,
    faultySections,
    /** Opened from a saved draft and not moved since: the page says where it resumed. */
    isResumed: initial.isResumed && !hasMoved,
    initialSection: initial.section,
    enableLegalPerson,
    formErrors,
    isSubmitting,
    isBusy: isSubmitting || isMoving,
    saveState,
    sectionRef,
    headingRef,
    goTo,
    submit,
    retrySave,
    onFieldChange,
    currentDraft,
  };
}

export type TKycQuestionnaire = ReturnType<typeof useKycQuestionnaire>;
