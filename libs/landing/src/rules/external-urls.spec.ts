import { allCoursesUrl, appLinkUrl, courseEnrollUrl, joinUrl, jobPortalJobsUrl, jobPortalRegisterUrl } from './external-urls';

const urls = { elearningUrl: 'https://learn.example.com/', jobPortalUrl: 'https://jobs.example.com' };

describe('sister-platform addresses', () => {
  it.each([
    { got: joinUrl('https://a.example.com/', '/b'), expected: 'https://a.example.com/b' },
    { got: jobPortalJobsUrl(urls.jobPortalUrl), expected: 'https://jobs.example.com/jobs' },
    { got: jobPortalRegisterUrl(urls.jobPortalUrl), expected: 'https://jobs.example.com/register' },
    { got: courseEnrollUrl(urls.elearningUrl, 'abc-123'), expected: 'https://learn.example.com/course/abc-123/enroll' },
    { got: courseEnrollUrl(urls.elearningUrl, 'a/b'), expected: 'https://learn.example.com/course/a%2Fb/enroll' },
    { got: allCoursesUrl(urls.elearningUrl), expected: 'https://learn.example.com/courses' },
    { got: appLinkUrl('/app/jobs', urls), expected: 'https://jobs.example.com/jobs' },
    { got: appLinkUrl('/app/interviews', urls), expected: 'https://jobs.example.com/interviews' },
    { got: appLinkUrl('/app/certificates', urls), expected: 'https://learn.example.com/certificates' },
  ])('$expected', ({ got, expected }) => {
    expect(got).toBe(expected);
  });
});
