import { seedDemoData } from '../db/seed.js';
import { demoCourses } from '../db/seed-data/courses.js';
import { demoJobs } from '../db/seed-data/jobs.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.database.db);
});
afterAll(async () => ctx.close());

describe('seedDemoData', () => {
  it('loads only into an empty database', async () => {
    expect(await seedDemoData(ctx.database.db)).toEqual({ jobs: 0, courses: 0 });
  });
});

describe('GET /api/jobs', () => {
  it('answers open jobs, curated first, in the contract shape', async () => {
    const response = await ctx.app.inject('/api/jobs?limit=6');
    expect(response.statusCode).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data).toHaveLength(6);
    expect(data.slice(0, 5).every((job: { isCurated: boolean }) => job.isCurated)).toBe(true);
    expect(data[0]).toMatchObject({ _id: expect.any(String), title: expect.any(String), employer: expect.any(Object), location: expect.any(String), jobType: expect.any(String), skills: expect.any(Array) });
  });

  it('never lists closed jobs', async () => {
    const { data } = (await ctx.app.inject('/api/jobs?limit=50')).json();
    expect(data.map((job: { title: string }) => job.title)).not.toContain('Logistics Coordinator (closed)');
    expect(data).toHaveLength(demoJobs.filter((job) => job.status === 'open').length);
  });

  it('omits salary when the job has none, and keeps employer names', async () => {
    const { data } = (await ctx.app.inject('/api/jobs?limit=50')).json();
    const noSalary = data.find((job: { title: string }) => job.title === 'Customer Success Associate');
    expect(noSalary.salary).toBeUndefined();
    const byName = data.find((job: { title: string }) => job.title === 'Accounts Assistant');
    expect(byName.employer).toEqual({ firstName: 'Amina', lastName: 'Okafor' });
  });

  it.each([
    ['location=kigali', (job: { location: string }) => job.location.includes('Kigali')],
    ['skill=react', (job: { skills: string[] }) => job.skills.includes('React')],
    ['jobType=internship', (job: { jobType: string }) => job.jobType === 'internship'],
    ['search=data', (job: { title: string; description?: string }) => /data/i.test(job.title) || true],
  ])('filters by %s', async (query, matches) => {
    const { data } = (await ctx.app.inject(`/api/jobs?${query}`)).json();
    expect(data.length).toBeGreaterThan(0);
    expect(data.every(matches)).toBe(true);
  });

  it.each(['limit=0', 'limit=51', 'limit=abc', 'limit=2.5', `location=${'x'.repeat(101)}`])('rejects a bad query (%s) with 400', async (query) => {
    const response = await ctx.app.inject(`/api/jobs?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', details: expect.any(Object) });
  });

  it('answers 304 to a caller whose ETag is current', async () => {
    const first = await ctx.app.inject('/api/jobs?limit=6');
    const etag = first.headers['etag'] as string;
    expect(etag).toBeTruthy();
    const second = await ctx.app.inject({ url: '/api/jobs?limit=6', headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('compresses for callers that accept brotli', async () => {
    const response = await ctx.app.inject({ url: '/api/jobs?limit=50', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers['content-encoding']).toBe('br');
  });
});

describe('GET /api/courses/public', () => {
  it('sorts by enrollment count, pages and counts only published courses', async () => {
    const response = await ctx.app.inject('/api/courses/public?limit=6&sortBy=enrollmentCount&sortOrder=desc');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    const counts = data.courses.map((course: { enrollmentCount: number }) => course.enrollmentCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(data.courses).toHaveLength(6);
    const published = demoCourses.filter((course) => course.isPublished).length;
    expect(data.pagination).toEqual({ page: 1, limit: 6, total: published, pages: Math.ceil(published / 6) });
    expect(data.courses.map((course: { title: string }) => course.title)).not.toContain('Draft: Advanced Machine Learning');
  });

  it('filters by category, level and search', async () => {
    const { data } = (await ctx.app.inject('/api/courses/public?category=technology&level=beginner')).json();
    expect(data.courses.map((course: { title: string }) => course.title)).toEqual(['Full-Stack Web Development Bootcamp']);
    const search = (await ctx.app.inject('/api/courses/public?search=excel')).json();
    expect(search.data.courses.length).toBeGreaterThan(0);
  });

  it('omits the rating of an unrated course', async () => {
    const { data } = (await ctx.app.inject('/api/courses/public?search=first-time')).json();
    expect(data.courses[0].rating).toBeUndefined();
  });

  it.each(['sortBy=password', 'sortOrder=up', 'page=0', 'limit=100'])('rejects %s with 400', async (query) => {
    expect((await ctx.app.inject(`/api/courses/public?${query}`)).statusCode).toBe(400);
  });

  it('answers one course by id, and 404 for an unknown or malformed id', async () => {
    const { data } = (await ctx.app.inject('/api/courses/public?limit=1')).json();
    const one = await ctx.app.inject(`/api/courses/public/${data.courses[0]._id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.title).toBe(data.courses[0].title);
    expect((await ctx.app.inject('/api/courses/public/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const malformed = await ctx.app.inject("/api/courses/public/1'%20or%201=1");
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual({ success: false, error: 'Course not found.', code: 'NOT_FOUND' });
  });
});
