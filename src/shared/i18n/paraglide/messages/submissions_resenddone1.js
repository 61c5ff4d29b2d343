import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Resenddone1Inputs */

const en_submissions_resenddone1 = /** @type {(inputs: Submissions_Resenddone1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We've resent your tracking information to your email and phone`)
};

const fil_submissions_resenddone1 = /** @type {(inputs: Submissions_Resenddone1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ipinadala namin ulit ang tracking information mo sa iyong e-mail at phone`)
};

/**
* | output |
* | --- |
* | "We've resent your tracking information to your email and phone" |
*
* @param {Submissions_Resenddone1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_resenddone1 = /** @type {((inputs?: Submissions_Resenddone1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Resenddone1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_resenddone1(inputs)
	return en_submissions_resenddone1(inputs)
});
export { submissions_resenddone1 as "submissions.resendDone" }