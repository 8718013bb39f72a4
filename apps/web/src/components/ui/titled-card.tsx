import type { FormEventHandler, ReactNode } from 'react';
import { Card } from './card';

interface TitledCardProps {
  titleId: string;
  title: ReactNode;
  className: string;
  children: ReactNode;
}

/**
 * A card under an h2 whose id names what the card holds (a form's or table's aria-labelledby).
 * `action` sits at the heading's right (a Refresh button).
 */
export function TitledCard(props: TitledCardProps & { action?: ReactNode }) {
  const heading = (
    <h2 id={props.titleId} className="text-lg font-semibold text-slate-900">
      {props.title}
    </h2>
  );
  return (
    <Card className={props.className}>
      {props.action ? (
        <div className="flex items-center justify-between gap-2">
          {heading}
          {props.action}
        </div>
      ) : (
        heading
      )}
      {props.children}
    </Card>
  );
}

/** A titled card holding one form, which its heading names. */
export function TitledFormCard({
  onSubmit,
  children,
  ...card
}: TitledCardProps & { onSubmit: FormEventHandler<HTMLFormElement> }) {
  return (
    <TitledCard {...card}>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-labelledby={card.titleId}
        className="mt-4 space-y-4"
      >
        {children}
      </form>
    </TitledCard>
  );
}
