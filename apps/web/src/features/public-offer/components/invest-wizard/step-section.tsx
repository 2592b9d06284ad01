import type { ReactNode, Ref } from 'react';

type StepSectionProps = {
  /** The step's name, for the ids of the section and its heading. */
  id: string;
  title: string;
  /** Each new step takes the focus to its heading (lib: useInvestWizard). */
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
};

/** One step of the invest form: a section named by its heading, which can take the focus. */
export function StepSection({ id, title, headingRef, children }: StepSectionProps) {
  const headingId = `invest-${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-gray-900 focus:outline-none">
        {title}
      </h2>
      {children}
    </section>
  );
}
