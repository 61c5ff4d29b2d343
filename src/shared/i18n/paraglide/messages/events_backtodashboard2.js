import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Backtodashboard2Inputs */

const en_events_backtodashboard2 = /** @type {(inputs: Events_Backtodashboard2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Dashboard`)
};

/**
* | output |
* | --- |
* | "Back to Dashboard" |
*
* @param {Events_Backtodashboard2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_backtodashboard2 = /** @type {((inputs?: Events_Backtodashboard2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Backtodashboard2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_backtodashboard2(inputs)
});
export { events_backtodashboard2 as "events.backToDashboard" }