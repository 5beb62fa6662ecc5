/** A running stand-in: where to reach it, and how to stop it so that its port is free again. */
export interface RunningEmulator {
  endpoint: string;
  stop(): Promise<void>;
}
