import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Resendsused1Inputs */

const en_submissions_resendsused1 = /** @type {(inputs: Submissions_Resendsused1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You've used all resends for this request.`)
};

const fil_submissions_resendsused1 = /** @type {(inputs: Submissions_Resendsused1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nagamit mo na ang lahat ng resend para sa request na ito.`)
};

/**
* | output |
* | --- |
* | "You've used all resends for this request." |
*
* @param {Submissions_Resendsused1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_resendsused1 = /** @type {((inputs?: Submissions_Resendsused1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Resendsused1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_resendsused1(inputs)
	return en_submissions_resendsused1(inputs)
});
export { submissions_resendsused1 as "submissions.resendsUsed" }