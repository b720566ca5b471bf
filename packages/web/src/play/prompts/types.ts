/** What every prompt dialog is given. */
import type { CaptainView, Content, PromptView, XiaCommand, XiaView } from '@drift/xia';

export interface PromptProps<K extends PromptView['kind'] = PromptView['kind']> {
  readonly prompt: Extract<PromptView, { kind: K }>;
  /** The legal answers. */
  readonly answers: readonly XiaCommand[];
  readonly view: XiaView;
  readonly content: Content;
  readonly me: CaptainView;
  /** A command is on its way: buttons wait. */
  readonly busy: boolean;
  readonly send: (command: XiaCommand) => void;
  /** Set the decision aside to look at the board. */
  readonly onPeek: () => void;
}
