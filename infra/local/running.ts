type Stop = { name: string; stop: () => Promise<void> };

/** Each started piece registers its stop here, so a failure at any step cleans up the rest. */
export class Running {
  private readonly stops: Stop[] = [];
  add(name: string, stop: () => Promise<void>): void {
    this.stops.push({ name, stop });
  }
  /** Moves a piece to the end, so that it stops first. */
  stopFirst(name: string): void {
    const index = this.stops.findIndex((entry) => entry.name === name);
    if (index >= 0) this.stops.push(...this.stops.splice(index, 1));
  }
  async stopAll(): Promise<void> {
    for (const { name, stop } of this.stops.splice(0).reverse()) {
      try {
        await stop();
      } catch (error) {
        console.error(`Stopping ${name} failed:`, error);
      }
    }
  }
}
