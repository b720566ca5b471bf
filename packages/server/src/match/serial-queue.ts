/**
 * Runs tasks one at a time, in the order they were handed in: a match owner's commands, bot
 * moves, seat changes and reloads never overlap. A task that throws fails only its own promise.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  /** Tasks handed in and not finished. */
  get size(): number {
    return this.waiting;
  }

  run<T>(task: () => Promise<T> | T): Promise<T> {
    this.waiting++;
    const result = this.tail.then(task).finally(() => {
      this.waiting--;
    });
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** Resolves when every task handed in so far has finished. */
  async drained(): Promise<void> {
    while (this.waiting > 0) await this.tail;
  }
}
