import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Locationplaceholder1Inputs */

const en_submissions_locationplaceholder1 = /** @type {(inputs: Submissions_Locationplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a location`)
};

const fil_submissions_locationplaceholder1 = /** @type {(inputs: Submissions_Locationplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pumili ng lokasyon`)
};

/**
* | output |
* | --- |
* | "Select a location" |
*
* @param {Submissions_Locationplaceholder1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_locationplaceholder1 = /** @type {((inputs?: Submissions_Locationplaceholder1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Locationplaceholder1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_locationplaceholder1(inputs)
	return en_submissions_locationplaceholder1(inputs)
});
export { submissions_locationplaceholder1 as "submissions.locationPlaceholder" }