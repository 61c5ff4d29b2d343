import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Locationnotavailable2Inputs */

const en_submissions_locationnotavailable2 = /** @type {(inputs: Submissions_Locationnotavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unfortunately, we currently don't service this location. We'll be expanding soon!`)
};

/**
* | output |
* | --- |
* | "Unfortunately, we currently don't service this location. We'll be expanding soon!" |
*
* @param {Submissions_Locationnotavailable2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_locationnotavailable2 = /** @type {((inputs?: Submissions_Locationnotavailable2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Locationnotavailable2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_locationnotavailable2(inputs)
});
export { submissions_locationnotavailable2 as "submissions.locationNotAvailable" }