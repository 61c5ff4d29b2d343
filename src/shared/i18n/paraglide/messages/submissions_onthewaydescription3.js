import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Onthewaydescription3Inputs */

const en_submissions_onthewaydescription3 = /** @type {(inputs: Submissions_Onthewaydescription3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They get an SMS with the estimated arrival.`)
};

const fil_submissions_onthewaydescription3 = /** @type {(inputs: Submissions_Onthewaydescription3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Makakatanggap sila ng SMS kung kailan darating ang crew.`)
};

/**
* | output |
* | --- |
* | "They get an SMS with the estimated arrival." |
*
* @param {Submissions_Onthewaydescription3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_onthewaydescription3 = /** @type {((inputs?: Submissions_Onthewaydescription3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Onthewaydescription3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_onthewaydescription3(inputs)
	return en_submissions_onthewaydescription3(inputs)
});
export { submissions_onthewaydescription3 as "submissions.onTheWayDescription" }