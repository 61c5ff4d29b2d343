import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Locationnotavailable2Inputs */

const en_submissions_locationnotavailable2 = /** @type {(inputs: Submissions_Locationnotavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unfortunately, we currently don't service this location. We'll be expanding soon!`)
};

const fil_submissions_locationnotavailable2 = /** @type {(inputs: Submissions_Locationnotavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pasensya na, hindi pa namin sineserbisyuhan ang lokasyong ito. Lalawak kami sa lalong madaling panahon!`)
};

/**
* | output |
* | --- |
* | "Unfortunately, we currently don't service this location. We'll be expanding soon!" |
*
* @param {Submissions_Locationnotavailable2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_locationnotavailable2 = /** @type {((inputs?: Submissions_Locationnotavailable2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Locationnotavailable2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_locationnotavailable2(inputs)
	return en_submissions_locationnotavailable2(inputs)
});
export { submissions_locationnotavailable2 as "submissions.locationNotAvailable" }