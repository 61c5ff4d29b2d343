import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Notechangemind2Inputs */

const en_submissions_notechangemind2 = /** @type {(inputs: Submissions_Notechangemind2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed your mind about an item? No problem — just tell us when we contact you to schedule the pickup.`)
};

const fil_submissions_notechangemind2 = /** @type {(inputs: Submissions_Notechangemind2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nagbago ang isip mo tungkol sa isang gamit? Walang problema — sabihin mo lang sa amin kapag kinontak ka namin para i-schedule ang pickup.`)
};

/**
* | output |
* | --- |
* | "Changed your mind about an item? No problem — just tell us when we contact you to schedule the pickup." |
*
* @param {Submissions_Notechangemind2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_notechangemind2 = /** @type {((inputs?: Submissions_Notechangemind2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Notechangemind2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_notechangemind2(inputs)
	return en_submissions_notechangemind2(inputs)
});
export { submissions_notechangemind2 as "submissions.noteChangeMind" }