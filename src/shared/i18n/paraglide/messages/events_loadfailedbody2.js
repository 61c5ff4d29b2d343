import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Loadfailedbody2Inputs */

const en_events_loadfailedbody2 = /** @type {(inputs: Events_Loadfailedbody2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the connection and try again.`)
};

/**
* | output |
* | --- |
* | "Check the connection and try again." |
*
* @param {Events_Loadfailedbody2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_loadfailedbody2 = /** @type {((inputs?: Events_Loadfailedbody2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Loadfailedbody2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_loadfailedbody2(inputs)
});
export { events_loadfailedbody2 as "events.loadFailedBody" }