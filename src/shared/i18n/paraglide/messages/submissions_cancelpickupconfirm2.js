import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Cancelpickupconfirm2Inputs */

const en_submissions_cancelpickupconfirm2 = /** @type {(inputs: Submissions_Cancelpickupconfirm2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel this pickup? We will tell our team.`)
};

/**
* | output |
* | --- |
* | "Cancel this pickup? We will tell our team." |
*
* @param {Submissions_Cancelpickupconfirm2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_cancelpickupconfirm2 = /** @type {((inputs?: Submissions_Cancelpickupconfirm2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Cancelpickupconfirm2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_cancelpickupconfirm2(inputs)
});
export { submissions_cancelpickupconfirm2 as "submissions.cancelPickupConfirm" }