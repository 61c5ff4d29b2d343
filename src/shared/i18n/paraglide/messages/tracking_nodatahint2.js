import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Nodatahint2Inputs */

const en_tracking_nodatahint2 = /** @type {(inputs: Tracking_Nodatahint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the number in your text message or e-mail and try again.`)
};

/**
* | output |
* | --- |
* | "Check the number in your text message or e-mail and try again." |
*
* @param {Tracking_Nodatahint2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const tracking_nodatahint2 = /** @type {((inputs?: Tracking_Nodatahint2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Nodatahint2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_tracking_nodatahint2(inputs)
});
export { tracking_nodatahint2 as "tracking.noDataHint" }