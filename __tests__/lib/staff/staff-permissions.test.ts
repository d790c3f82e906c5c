import { canEditSiteContent, canEditStory, canManageStaff, canModerate, canPublishStory, canUploadImages, isStaff } from '@/lib/staff/staff-permissions';

const everyType = ['standard', 'moderator', 'contributor', 'author', 'editor', 'administrator', 'not-a-type', null, undefined];
const allowed = (rule: (type: string | null | undefined) => boolean) => everyType.filter((type) => rule(type));

describe('staff permissions', () => {
  it('lets only staff roles open the desk and upload pictures', () => {
    expect(allowed(isStaff)).toEqual(['contributor', 'author', 'editor', 'administrator']);
    expect(allowed(canUploadImages)).toEqual(['contributor', 'author', 'editor', 'administrator']);
  });

  it('lets any staff member edit their own story, and only editors up anyone’s', () => {
    expect(allowed((type) => canEditStory(type, true))).toEqual(['contributor', 'author', 'editor', 'administrator']);
    expect(allowed((type) => canEditStory(type, false))).toEqual(['editor', 'administrator']);
  });

  it('lets authors publish their own stories and editors up anyone’s; never a contributor', () => {
    expect(allowed((type) => canPublishStory(type, true))).toEqual(['author', 'editor', 'administrator']);
    expect(allowed((type) => canPublishStory(type, false))).toEqual(['editor', 'administrator']);
  });

  it('keeps site content to editors up, staff management to administrators, moderation to moderators and editors up', () => {
    expect(allowed(canEditSiteContent)).toEqual(['editor', 'administrator']);
    expect(allowed(canManageStaff)).toEqual(['administrator']);
    expect(allowed(canModerate)).toEqual(['moderator', 'editor', 'administrator']);
  });
});
