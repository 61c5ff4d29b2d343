import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Notechangemind2Inputs */

const en_submissions_notechangemind2 = /** @type {(inputs: Submissions_Notechangemind2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed your mind about an item? No problem — just tell us when we contact you to schedule the pickup.`)
};

/**
* | output |
* | --- |
* | "Changed your mind about an item? No problem — just tell us when we contact you to schedule the pickup." |
*
* @param {Submissions_Notechangemind2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_notechangemind2 = /** @type {((inputs?: Submissions_Notechangemind2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Notechangemind2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_notechangemind2(inputs)
});
export { submissions_notechangemind2 as "submissions.noteChangeMind" }