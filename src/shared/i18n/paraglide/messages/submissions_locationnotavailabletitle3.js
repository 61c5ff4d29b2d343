import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Locationnotavailabletitle3Inputs */

const en_submissions_locationnotavailabletitle3 = /** @type {(inputs: Submissions_Locationnotavailabletitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location Not Available`)
};

/**
* | output |
* | --- |
* | "Location Not Available" |
*
* @param {Submissions_Locationnotavailabletitle3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_locationnotavailabletitle3 = /** @type {((inputs?: Submissions_Locationnotavailabletitle3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Locationnotavailabletitle3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_locationnotavailabletitle3(inputs)
});
export { submissions_locationnotavailabletitle3 as "submissions.locationNotAvailableTitle" }