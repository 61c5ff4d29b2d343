import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Locationrequired1Inputs */

const en_submissions_locationrequired1 = /** @type {(inputs: Submissions_Locationrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a location`)
};

const fil_submissions_locationrequired1 = /** @type {(inputs: Submissions_Locationrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pumili ng lokasyon`)
};

/**
* | output |
* | --- |
* | "Please select a location" |
*
* @param {Submissions_Locationrequired1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_locationrequired1 = /** @type {((inputs?: Submissions_Locationrequired1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Locationrequired1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_locationrequired1(inputs)
	return en_submissions_locationrequired1(inputs)
});
export { submissions_locationrequired1 as "submissions.locationRequired" }