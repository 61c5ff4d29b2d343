import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Windownotfound2Inputs */

const en_submissions_windownotfound2 = /** @type {(inputs: Submissions_Windownotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This pickup window no longer exists`)
};

const fil_submissions_windownotfound2 = /** @type {(inputs: Submissions_Windownotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wala na ang pickup slot na ito`)
};

/**
* | output |
* | --- |
* | "This pickup window no longer exists" |
*
* @param {Submissions_Windownotfound2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_windownotfound2 = /** @type {((inputs?: Submissions_Windownotfound2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Windownotfound2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_windownotfound2(inputs)
	return en_submissions_windownotfound2(inputs)
});
export { submissions_windownotfound2 as "submissions.windowNotFound" }