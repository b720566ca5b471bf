/** The result form of the event's format for one table. */
import { AceForm } from './AceForm.tsx';
import { EscortForm } from './EscortForm.tsx';
import { ObjectiveForm } from './ObjectiveForm.tsx';
import { StandardForm } from './StandardForm.tsx';
import type { FormProps } from './types.ts';

export function ResultEditor({ format, ...props }: FormProps & { format: string }) {
  switch (format) {
    case 'political-escort':
      return <EscortForm {...props} />;
    case 'ace-of-aces':
      return <AceForm {...props} />;
    case 'objective-play':
      return <ObjectiveForm {...props} />;
    case 'whack-a-gorth':
      return <StandardForm {...props} format="whack-a-gorth" />;
    default:
      return <StandardForm {...props} format="standard" />;
  }
}
