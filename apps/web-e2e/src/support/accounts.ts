import { expect, type APIRequestContext } from '@playwright/test';
import { uniqueEmail } from './sister-platforms.js';

export interface TestAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: 'student' | 'teacher' | 'job_seeker' | 'employer';
}

/** Makes an account through the API (the journeys that are not about registering start from one). */
export async function createAccount(request: APIRequestContext, changes: Partial<TestAccount> = {}): Promise<TestAccount> {
  const account: TestAccount = {
    firstName: 'Aline',
    lastName: 'Uwase',
    email: uniqueEmail('aline'),
    password: 'Kigali2026',
    role: 'student',
    ...changes,
  };
  const response = await request.post('/api/auth/register', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}
