import type { User } from 'firebase/auth';
import { ApiError } from '@/lib/api/api-error';
import { createMember } from '@/lib/api/members';
import { reportClientError } from '@/lib/api/report-client-error';
import { ensureMember } from '@/lib/auth/ensure-member';

jest.mock('@/lib/api/members', () => ({ createMember: jest.fn() }));
jest.mock('@/lib/api/report-client-error', () => ({ reportClientError: jest.fn() }));

const user = { email: 'hemi@example.nz', displayName: 'Hemi Walker' } as User;
const tooMany = new ApiError(429, 'RATE_LIMITED', 'Too many requests.', 2);

beforeEach(() => jest.clearAllMocks());

describe('ensureMember', () => {
  it("tries a 429 again after its Retry-After, and a sign-up's names go with it", async () => {
    jest.mocked(createMember).mockRejectedValueOnce(tooMany).mockResolvedValueOnce({} as never);
    const wait = jest.fn(async () => undefined);
    await ensureMember(user, { firstName: 'Hemi', lastName: 'Walker' }, wait);
    expect(wait).toHaveBeenCalledWith(2_000);
    expect(createMember).toHaveBeenCalledTimes(2);
    expect(createMember).toHaveBeenLastCalledWith({ email: 'hemi@example.nz', firstName: 'Hemi', lastName: 'Walker', name: 'Hemi Walker' });
  });

  it('goes on after 3 passing failures, reporting them: the server makes the row at the next call', async () => {
    jest.mocked(createMember).mockRejectedValue(new ApiError(0, 'NETWORK_ERROR', 'We could not reach Pānui.'));
    await expect(ensureMember(user, {}, async () => undefined)).resolves.toBeUndefined();
    expect(createMember).toHaveBeenCalledTimes(3);
    expect(reportClientError).toHaveBeenCalledTimes(1);
  });

  it('throws a refusal at once, for the form to show', async () => {
    jest.mocked(createMember).mockRejectedValue(new ApiError(409, 'EMAIL_TAKEN', 'An account with that email already exists.'));
    await expect(ensureMember(user, {}, async () => undefined)).rejects.toMatchObject({ code: 'EMAIL_TAKEN' });
    expect(createMember).toHaveBeenCalledTimes(1);
  });
});
