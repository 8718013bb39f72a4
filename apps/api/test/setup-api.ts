import { afterAll, afterEach, beforeEach } from 'vitest';
import { checkErrorLogs, enterTest, leaveTest } from './helpers/error-logs';

// An error-level log a test did not declare fails it (test/helpers/error-logs.ts). The file-level
// check runs after the file's own afterAll hooks (hooks run as a stack), so what an app logs
// while it closes is checked too.
beforeEach((context) => enterTest(context.task.name));
afterEach(() => {
  leaveTest();
  checkErrorLogs('test');
});
afterAll(() => checkErrorLogs('file'));
