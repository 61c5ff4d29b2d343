import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Photoadded1Inputs */

const en_submissions_photoadded1 = /** @type {(inputs: Submissions_Photoadded1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team sees it with your request.`)
};

const fil_submissions_photoadded1 = /** @type {(inputs: Submissions_Photoadded1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Makikita ito ng aming team kasama ng request mo.`)
};

/**
* | output |
* | --- |
* | "Our team sees it with your request." |
*
* @param {Submissions_Photoadded1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_photoadded1 = /** @type {((inputs?: Submissions_Photoadded1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Photoadded1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_photoadded1(inputs)
	return en_submissions_photoadded1(inputs)
});
export { submissions_photoadded1 as "submissions.photoAdded" }