// A load client thread's entry: teach it TypeScript through tsx, then load the real worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
