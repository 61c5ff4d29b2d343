import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Nohistory1Inputs */

const en_submissions_nohistory1 = /** @type {(inputs: Submissions_Nohistory1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No changes yet: the request is as the customer submitted it.`)
};

const fil_submissions_nohistory1 = /** @type {(inputs: Submissions_Nohistory1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wala pang pagbabago: kung paano na-submit ng customer, ganoon pa rin ang request.`)
};

/**
* | output |
* | --- |
* | "No changes yet: the request is as the customer submitted it." |
*
* @param {Submissions_Nohistory1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_nohistory1 = /** @type {((inputs?: Submissions_Nohistory1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Nohistory1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_nohistory1(inputs)
	return en_submissions_nohistory1(inputs)
});
export { submissions_nohistory1 as "submissions.noHistory" }