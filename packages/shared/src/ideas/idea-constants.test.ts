import { describe, expect, it } from 'vitest';
import { IDEA_BODY_MAX_LENGTH, IDEA_FRAME_FIELD_MAX_LENGTH } from './idea-constants';
import { CreateIdeaBody } from './idea-schemas';

// The web form limits its fields with these constants: they must be the schema's own caps.
describe('inTell field caps', () => {
  it('pins the body and framing caps', () => {
    expect(IDEA_BODY_MAX_LENGTH).toBe(20_000);
    expect(IDEA_FRAME_FIELD_MAX_LENGTH).toBe(5_000);
  });

  it('are the lengths CreateIdeaBody accepts, and one more is refused', () => {
    const at = (length: number) => 'a'.repeat(length);
    for (const field of ['myContent', 'text'] as const) {
      expect(CreateIdeaBody.safeParse({ [field]: at(IDEA_BODY_MAX_LENGTH) }).success).toBe(true);
      expect(CreateIdeaBody.safeParse({ [field]: at(IDEA_BODY_MAX_LENGTH + 1) }).success).toBe(
        false,
      );
    }
    expect(
      CreateIdeaBody.safeParse({ frameContext: at(IDEA_FRAME_FIELD_MAX_LENGTH) }).success,
    ).toBe(true);
    expect(
      CreateIdeaBody.safeParse({ frameContext: at(IDEA_FRAME_FIELD_MAX_LENGTH + 1) }).success,
    ).toBe(false);
  });
});
