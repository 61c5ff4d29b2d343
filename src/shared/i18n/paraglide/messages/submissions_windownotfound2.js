import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Windownotfound2Inputs */

const en_submissions_windownotfound2 = /** @type {(inputs: Submissions_Windownotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This pickup window no longer exists`)
};

/**
* | output |
* | --- |
* | "This pickup window no longer exists" |
*
* @param {Submissions_Windownotfound2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_windownotfound2 = /** @type {((inputs?: Submissions_Windownotfound2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Windownotfound2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_windownotfound2(inputs)
});
export { submissions_windownotfound2 as "submissions.windowNotFound" }