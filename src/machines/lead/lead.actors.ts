import { fromApiPromise } from '../shared/api-actor'
import { postLead, type LeadInput } from '../../api/leads'

/** `POST /leads`; the answer is not read (docs/product.md#landing-messages), so any 2xx is success and anything else a failure. */
export const submitLead = fromApiPromise<void, LeadInput>(({ input, signal }) => postLead(input, signal))
