import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Locationnotavailabletitle3Inputs */

const en_submissions_locationnotavailabletitle3 = /** @type {(inputs: Submissions_Locationnotavailabletitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location Not Available`)
};

const fil_submissions_locationnotavailabletitle3 = /** @type {(inputs: Submissions_Locationnotavailabletitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi pa available sa lokasyong ito`)
};

/**
* | output |
* | --- |
* | "Location Not Available" |
*
* @param {Submissions_Locationnotavailabletitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_locationnotavailabletitle3 = /** @type {((inputs?: Submissions_Locationnotavailabletitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Locationnotavailabletitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_locationnotavailabletitle3(inputs)
	return en_submissions_locationnotavailabletitle3(inputs)
});
export { submissions_locationnotavailabletitle3 as "submissions.locationNotAvailableTitle" }