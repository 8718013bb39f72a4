/**
 * Holds an account's work back while a request is answered, to show that the answer does not
 * wait for it (forgot-password and resend-verification do their work after answering). A test
 * file mocks the work's module so that it first awaits `workGate.passed()`.
 */
function createWorkGate() {
  let open: () => void = () => {};
  let opened: Promise<void> = Promise.resolve();
  return {
    close() {
      opened = new Promise((resolve) => (open = resolve));
    },
    open: () => open(),
    passed: () => opened,
  };
}

export const workGate = createWorkGate();

/**
 * The status the request answers with while the work is held, or `waited on <work>` when no
 * answer came within 3 s; the work is let go either way.
 */
export async function statusWhileWorkHeld(
  send: () => Promise<{ statusCode: number }>,
  work: string,
): Promise<number | string> {
  workGate.close();
  try {
    const answered = await Promise.race([
      send(),
      new Promise<string>((resolve) => setTimeout(() => resolve(`waited on ${work}`), 3000)),
    ]);
    return typeof answered === 'string' ? answered : answered.statusCode;
  } finally {
    workGate.open();
  }
}
