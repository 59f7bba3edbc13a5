import { count } from 'drizzle-orm';
import type { Database } from './client.js';
import { courses, jobs } from './schema.js';
import { demoCourses } from './seed-data/courses.js';
import { demoJobs } from './seed-data/jobs.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Loads demo jobs and courses into an empty database (first start). Dates are
 * relative to `now`, so the demo always shows every card rule: jobs posted today,
 * yesterday and weeks ago; deadlines inside and outside the 7-day urgent window.
 */
export async function seedDemoData(db: Database, now = new Date()): Promise<{ jobs: number; courses: number }> {
  const [{ value: jobCount }] = await db.select({ value: count() }).from(jobs);
  const [{ value: courseCount }] = await db.select({ value: count() }).from(courses);
  let insertedJobs = 0;
  let insertedCourses = 0;
  if (jobCount === 0) {
    const rows = demoJobs.map(({ postedDaysAgo, deadlineInDays, ...job }) => ({
      ...job,
      createdAt: new Date(now.getTime() - postedDaysAgo * DAY_MS),
      applicationDeadline: deadlineInDays === null ? null : new Date(now.getTime() + deadlineInDays * DAY_MS + 12 * 60 * 60 * 1000),
    }));
    await db.insert(jobs).values(rows);
    insertedJobs = rows.length;
  }
  if (courseCount === 0) {
    const rows = demoCourses.map(({ createdDaysAgo, ...course }) => ({
      ...course,
      createdAt: new Date(now.getTime() - createdDaysAgo * DAY_MS),
    }));
    await db.insert(courses).values(rows);
    insertedCourses = rows.length;
  }
  return { jobs: insertedJobs, courses: insertedCourses };
}
