import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Nextstepother2Inputs */

const en_tracking_nextstepother2 = /** @type {(inputs: Tracking_Nextstepother2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We'll update you as your donation progresses`)
};

/**
* | output |
* | --- |
* | "We'll update you as your donation progresses" |
*
* @param {Tracking_Nextstepother2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const tracking_nextstepother2 = /** @type {((inputs?: Tracking_Nextstepother2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Nextstepother2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_tracking_nextstepother2(inputs)
});
export { tracking_nextstepother2 as "tracking.nextStepOther" }