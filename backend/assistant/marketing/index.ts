/**
 * The assistant's marketing mode (docs/product.md#chat): campaign ideas grounded in the company
 * profile, the sales and the Malaysian festive calendar; a preview for a request for an image or a
 * post; and POST /get-prompt-advice's image description. Never a halal mark or claim (./halal.ts).
 * The same data and text always give the same answer (a preview's request_id aside).
 */
import type { ChatPreviewAnswer } from '../../../kernel/contract'
import type { Language } from '../../../kernel/format'
import type { BackendContext } from '../../context'
import type { Answer } from '../types'
import { marketingFacts } from './facts'
import { campaignIdeas } from './ideas'
import { imagePreview } from './preview'
import { isImageRequest } from './request'

export { isImageRequest } from './request'
export { mentionsHalal } from '../../halal'
export { brandAssetsOf, REQUIRED_ASSETS } from './preview'
export { promptAdvice } from './prompt-advice'
export { MAX_PROMPT_CHARS } from './image-prompt'

/** The answer to a message in marketing mode, in the language it was asked in. */
export async function marketingAnswer(ctx: BackendContext, accountId: string, text: string, language: Language): Promise<Answer | ChatPreviewAnswer> {
  const facts = await marketingFacts(ctx, accountId, language)
  return isImageRequest(text) ? await imagePreview(ctx, accountId, facts, text, language) : campaignIdeas(facts, text, language)
}
